import { spriteUrl } from '../map/assets';

/** An item, X-mark or structure sprite, enlarged with sharp pixels. */
export function Sprite({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <img
      src={spriteUrl(name)}
      width={size}
      height={size}
      alt=""
      draggable={false}
      style={{ imageRendering: 'pixelated', objectFit: 'contain' }}
    />
  );
}
