import { Agent } from 'undici';

/**
 * The tests' own HTTP calls (fetch to the local API, the mailbox, the local Stripe server) each
 * open a new loopback connection instead of reusing an idle one. A reused connection can meet
 * the server closing it for idleness at the same moment (Node's servers close idle keep-alive
 * connections after 5 s): on a busy machine the request then fails with 'other side closed'
 * although nothing is wrong with the code under test. Node's fetch takes undici's `dispatcher`
 * option; `pipelining: 0` is undici's switch for no keep-alive.
 */
const oneConnectionPerRequest = new Agent({ pipelining: 0 });
const nodeFetch = globalThis.fetch;

globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
  nodeFetch(input, {
    ...init,
    dispatcher: oneConnectionPerRequest,
  } as RequestInit)) as typeof fetch;
