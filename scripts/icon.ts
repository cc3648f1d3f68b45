/**
 * Petrel's own icon: a petrel gliding low over a wave, in the default theme's colours.
 * `maskable` fills the square and keeps the bird inside the central 80 % circle that
 * launchers may cut to; the plain one has rounded corners of its own.
 */
export function iconSvg({ maskable }: { maskable: boolean }): string {
  const scale = maskable ? 0.72 : 0.86;
  const offset = (512 * (1 - scale)) / 2;
  const background = maskable
    ? '<rect width="512" height="512" fill="#17212d"/>'
    : '<rect width="512" height="512" rx="112" fill="#17212d"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
${background}
<g transform="translate(${offset} ${offset}) scale(${scale})">
<path d="M64 236c64-58 132-66 192 8 60-74 128-66 192-8-70-14-128 6-170 62l-22 30-22-30C192 242 134 222 64 236z" fill="#e6a66d"/>
<circle cx="256" cy="268" r="14" fill="#e6a66d"/>
<path d="M80 372c44-30 88-30 132 0s88 30 132 0 88-30 88-30" fill="none" stroke="#4ea8de" stroke-width="22" stroke-linecap="round"/>
</g>
</svg>
`;
}
