import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import { config } from './config';

/**
 * Verifies Cognito access tokens: signature against the pool's JWKS, issuer, expiry,
 * token_use 'access' and our app client. On AWS the issuer is Cognito's https URL; locally it
 * is cognito-local's http URL, so the JWKS fetcher uses the platform fetch, which allows http.
 */
const httpFetcher: Fetcher = {
  fetch: async (uri) => {
    const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`JWKS request failed with status ${response.status}`);
    return response.arrayBuffer();
  },
};

export interface VerifiedAccessToken {
  sub: string;
  groups: string[];
}

type Verifier = { verify: (token: string) => Promise<Record<string, unknown>> };

let verifier: Verifier | undefined;

function buildVerifier(): Verifier {
  const { cognitoIssuer, userPoolClientId } = config();
  const created = JwtRsaVerifier.create(
    {
      issuer: cognitoIssuer,
      jwksUri: `${cognitoIssuer}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== userPoolClientId) throw new Error('Token of another client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return created as unknown as Verifier;
}

export async function verifyAccessToken(token: string): Promise<VerifiedAccessToken> {
  verifier ??= buildVerifier();
  const payload = await verifier.verify(token);
  const groups = payload['cognito:groups'];
  return {
    sub: String(payload.sub),
    groups: Array.isArray(groups) ? groups.map(String) : [],
  };
}

/** Tests point the verifier at a fresh emulator between runs. */
export function resetTokenVerifier(): void {
  verifier = undefined;
}
