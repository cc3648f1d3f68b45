/** The HTML sign-in page of the authorization-code flow: plain markup, no script. */

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface AuthorizePageInput {
  instanceName: string;
  appName: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  username?: string;
  error?: string;
  askCode?: boolean;
}

export function authorizePage(input: AuthorizePageInput): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const code = input.askCode
    ? `<label for="code">Two-factor code</label>
       <input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" required>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize ${escape(input.appName)} | ${escape(input.instanceName)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #0f1620; color: #d3d9e0; margin: 0; }
  main { max-width: 24rem; margin: 3rem auto; padding: 1.5rem; background: #17212d; border-radius: 10px; }
  h1 { font-size: 1.3rem; color: #f2f5f8; margin-top: 0; }
  form { display: grid; gap: 0.5rem; }
  input { font: inherit; padding: 0.5rem; border-radius: 4px; border: 1px solid #2a394b; background: #0f1620; color: #f2f5f8; }
  button { font: inherit; font-weight: 600; margin-top: 0.5rem; padding: 0.6rem; border: 0; border-radius: 4px; background: #e6a66d; color: #1a1208; }
  .error { color: #ff8a80; }
</style>
</head>
<body>
<main>
<h1>${escape(input.instanceName)}</h1>
<p><strong>${escape(input.appName)}</strong> wants to use your account (${escape(input.scope)}).</p>
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<form method="post" action="/oauth/authorize">
  ${hidden('client_id', input.clientId)}
  ${hidden('redirect_uri', input.redirectUri)}
  ${hidden('scope', input.scope)}
  ${hidden('state', input.state)}
  ${hidden('response_type', 'code')}
  <label for="username">Username or email</label>
  <input id="username" name="username" autocomplete="username" value="${escape(input.username ?? '')}" required>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  ${code}
  <button type="submit">Authorize</button>
</form>
</main>
</body>
</html>`;
}
