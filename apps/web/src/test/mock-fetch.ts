import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  body: unknown;
}
export type MockReply = { status?: number; body: unknown };

/** Replaces fetch with `reply`, recording each call (method, path, parsed JSON body). */
export function mockFetch(reply: (call: MockCall) => MockReply | Promise<MockReply>) {
  const calls: MockCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = await reply(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const apiError = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code } },
});
