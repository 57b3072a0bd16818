// A small HTTP client for BFF tests: same-origin mutation headers by default, and a log of
// every answer (status, headers, body) so a test can assert the API key never appears.
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** Replaces the default headers (same-origin Origin, JSON content type) when given. */
  headers?: Record<string, string>;
}

export function bffClient(baseUrl: string) {
  const answers: Answer[] = [];
  const origin = new URL(baseUrl).origin;
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = options.headers ?? {
      accept: 'application/json',
      ...(method !== 'GET' ? { origin } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    if (options.cookie) headers.cookie = options.cookie;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await res.text();
    const answer: Answer = { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
    answers.push(answer);
    return answer;
  }
  return { call, answers };
}

/** Every header and body of the answers, for "the key is not in there" checks. */
export function everythingSaid(answers: Answer[]): string {
  return answers.map((a) => `${[...a.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${a.text}`).join('\n----\n');
}

/** A key no other string in the system resembles. */
export const TEST_API_KEY = 'fleet-test-key-7d41c09e5a';
