/**
 * The local stand-in for API Gateway answers like API Gateway where the handlers never see the
 * request: a malformed path escape is a 400, a body over the 10 MB payload limit a 413, and
 * neither is a 500.
 */
function apiUrl(path: string): string {
  const base = process.env.TEST_API_URL;
  if (!base) throw new Error('Run through Jest: the integration setup starts the local API');
  return `${base}${path}`;
}

describe('the local API server', () => {
  it('answers 400 for a malformed percent escape in the path', async () => {
    const response = await fetch(apiUrl('/api/products/%E0%A4%A'));
    expect(response.status).toBe(400);
  });

  it("answers 413 for a body over API Gateway's 10 MB limit", async () => {
    const response = await fetch(apiUrl('/api/cart/validate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['a'], pad: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it("answers 413 from the handler for a body over the route's own limit", async () => {
    const response = await fetch(apiUrl('/api/cart/validate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['a'], pad: 'x'.repeat(512 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body is too large' });
  });
});
