/** Subtle background of authenticated pages: a soft gradient with a faint skyline drawn in SVG. */
const skyline = encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='480' height='160' viewBox='0 0 480 160'><g fill='#2c2a29' fill-opacity='0.035'><rect x='10' y='70' width='40' height='90'/><rect x='55' y='40' width='50' height='120'/><rect x='110' y='90' width='30' height='70'/><polygon points='145,160 145,80 180,55 215,80 215,160'/><rect x='220' y='30' width='45' height='130'/><rect x='270' y='75' width='35' height='85'/><rect x='310' y='50' width='55' height='110'/><rect x='370' y='95' width='30' height='65'/><rect x='405' y='60' width='60' height='100'/></g></svg>",
);

export const shellBackground = {
  backgroundColor: '#f5f4f0',
  backgroundImage: `url("data:image/svg+xml,${skyline}"), linear-gradient(180deg, #fbfaf6 0%, #f1efe8 100%)`,
  backgroundRepeat: 'repeat-x, no-repeat',
  backgroundPosition: 'left bottom 56px, 0 0',
  backgroundAttachment: 'fixed, fixed',
} as const;
