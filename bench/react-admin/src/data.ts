/** 25 posts, made up, always the same: the in-memory data of ra-data-fakerest. */
export const data = {
  posts: Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    title: `Post number ${i + 1}`,
    published_at: new Date(Date.UTC(2026, 0, 1 + i * 3)).toISOString().slice(0, 10),
    views: ((i + 1) * 137) % 1000,
  })),
};
