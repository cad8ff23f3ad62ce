import Box from '@mui/material/Box';

/** Decorative skyline drawn in SVG, hidden from assistive technology. */
export function SkylineArt({ opacity = 0.09 }: { opacity?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: '45%',
        opacity,
        pointerEvents: 'none',
      }}
    >
      <svg
        viewBox="0 0 400 160"
        preserveAspectRatio="xMidYMax slice"
        width="100%"
        height="100%"
        role="presentation"
      >
        <g fill="#fdda24">
          <rect x="10" y="70" width="40" height="90" />
          <rect x="55" y="40" width="50" height="120" />
          <rect x="110" y="90" width="30" height="70" />
          <polygon points="145,160 145,80 180,55 215,80 215,160" />
          <rect x="220" y="30" width="45" height="130" />
          <rect x="270" y="75" width="35" height="85" />
          <rect x="310" y="50" width="55" height="110" />
          <rect x="370" y="95" width="30" height="65" />
        </g>
      </svg>
    </Box>
  );
}
