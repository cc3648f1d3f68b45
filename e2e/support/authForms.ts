import { expect, type Page } from '@playwright/test';

/** The sign-in form: in the sidebar on wide screens, in the main column on /login. */
export function loginForm(page: Page) {
  return page.getByRole('form', { name: /^Sign in/ });
}

/** Signs in through the password form on /login and waits for the home timeline. */
export async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

/** Reads a native captcha's answer out of its picture, as a person would read the letters. */
export async function readCaptcha(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: 'Captcha' }).getAttribute('src');
  const svg = Buffer.from((src ?? '').split(',')[1] ?? '', 'base64').toString();
  return [...svg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((m) => m[1]).join('');
}
