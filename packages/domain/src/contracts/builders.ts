// The builders module's operations and shapes (see index.ts).
export {};
