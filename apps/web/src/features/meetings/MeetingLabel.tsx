import { Tag } from 'antd';

/** A meeting's code on its label colour (white text reads on the darker picks, dark on light ones). */
export function MeetingLabel({ code, color }: { code: string; color: string }) {
  // A solid label in exactly the chosen colour (Tag's color prop would tint custom colours).
  return (
    <Tag
      variant="solid"
      style={{ background: color, borderColor: color, color: light(color) ? '#1f1f1f' : '#fff' }}
      data-testid="meeting-label"
      data-color={color}
    >
      {code}
    </Tag>
  );
}

function light(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}
