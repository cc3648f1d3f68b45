import { createHmac, randomInt } from 'node:crypto';
import { secret, type AccessState } from './state.js';

const LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';
const KEY = secret();
const VALID_SECONDS = 300;

/** A picture of the answer: SVG text with a little noise, enough for a person to read. */
function picture(answer: string): string {
  const glyphs = [...answer]
    .map((ch, i) => {
      const x = 18 + i * 26;
      const y = 38 + ((i * 7) % 9) - 4;
      const turn = ((i * 37) % 30) - 15;
      return `<text x="${x}" y="${y}" transform="rotate(${turn} ${x} ${y})">${ch}</text>`;
    })
    .join('');
  const lines = [0, 1, 2]
    .map((i) => `<path d="M0 ${14 + i * 14} C50 ${i * 20} 100 ${56 - i * 12} 160 ${20 + i * 9}"/>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="56" viewBox="0 0 160 56">` +
    `<rect width="160" height="56" fill="#f4efe6"/>` +
    `<g fill="none" stroke="#b59f84" stroke-width="1.5">${lines}</g>` +
    `<g font-family="monospace" font-size="28" font-weight="700" fill="#2d2a26">${glyphs}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** GET /api/v1/pleroma/captcha for the native type: a fresh challenge each call. */
export function newCaptcha(state: AccessState, now = Date.now()) {
  const answer = Array.from({ length: 5 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  const token = secret(12);
  const answerData = createHmac('sha256', KEY).update(`${token}:${answer}`).digest('base64url');
  state.captchas.set(token, {
    answer,
    answerData,
    expiresAt: now + VALID_SECONDS * 1000,
    used: false,
  });
  return {
    type: 'native',
    token,
    url: picture(answer),
    answer_data: answerData,
    seconds_valid: VALID_SECONDS,
  };
}

/** Akkoma's captcha messages; null when the answer is right (the captcha is then spent). */
export function checkCaptcha(
  state: AccessState,
  token: unknown,
  answerData: unknown,
  solution: unknown,
  now = Date.now(),
): string | null {
  if (typeof token !== 'string' || typeof solution !== 'string' || typeof answerData !== 'string')
    return 'Invalid CAPTCHA (Missing parameter: captcha_solution)';
  const record = state.captchas.get(token);
  if (!record || record.answerData !== answerData) return 'Invalid answer data';
  if (record.used) return 'CAPTCHA already used';
  if (record.expiresAt < now) return 'CAPTCHA expired';
  if (record.answer !== solution.trim().toLowerCase()) {
    record.used = true;
    return 'Invalid CAPTCHA';
  }
  record.used = true;
  return null;
}
