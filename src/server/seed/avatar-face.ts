/**
 * What the demo portraits draw on a face: a blush and, for some, glasses. Faces stay featureless on
 * purpose: a likeness invites judgement a demo picture cannot earn, and many Muslims prefer pictures of
 * people without faces drawn in.
 */

export function cheeks(rx: number, faceY: number): string {
  const dx = Math.round(rx * 0.58);
  return `<ellipse cx="${256 - dx}" cy="${faceY + 14}" rx="15" ry="8" fill="#E0786A" opacity="0.16"/>
  <ellipse cx="${256 + dx}" cy="${faceY + 14}" rx="15" ry="8" fill="#E0786A" opacity="0.16"/>`;
}

export function glasses(color: string, rx: number, faceY: number): string {
  const dx = Math.round(rx * 0.42);
  const y = faceY - 10;
  const lens = (cx: number) =>
    `<rect x="${cx - 21}" y="${y - 15}" width="42" height="30" rx="12" fill="#FFFFFF" fill-opacity="0.18" stroke="${color}" stroke-width="5"/>`;
  return `${lens(256 - dx)}${lens(256 + dx)}
  <path d="M${256 - dx + 21} ${y - 2} Q256 ${y - 10} ${256 + dx - 21} ${y - 2}" stroke="${color}" stroke-width="5" fill="none"/>`;
}
