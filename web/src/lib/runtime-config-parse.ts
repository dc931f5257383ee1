/**
 * Values that differ per deployment (Cognito ids, admin address) are read at start-up from
 * `/config.json` rather than baked into the bundle, so one build runs in every environment.
 */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally to point Amplify at cognito-local; absent on AWS. */
  userPoolEndpoint?: string;
  adminEmail: string;
  /** Stripe Tax is on: prices are labelled as excluding tax (absent = off). */
  stripeTax: boolean;
}

const REQUIRED = ['region', 'userPoolId', 'userPoolClientId'] as const;

/**
 * Checked by hand: five fields do not justify shipping a schema library to every visitor
 * before the first paint.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object');
  const fields = value as Record<string, unknown>;
  const text = (name: string): string | undefined =>
    typeof fields[name] === 'string' ? fields[name] : undefined;
  for (const name of REQUIRED) {
    if (!text(name)) throw new Error(`config.json: ${name} must be a non-empty string`);
  }
  const endpoint = fields['userPoolEndpoint'];
  if (endpoint !== undefined && (typeof endpoint !== 'string' || !endpoint)) {
    throw new Error('config.json: userPoolEndpoint must be a non-empty string when set');
  }
  const adminEmail = text('adminEmail');
  if (adminEmail === undefined) throw new Error('config.json: adminEmail must be a string');
  const stripeTax = fields['stripeTax'];
  if (stripeTax !== undefined && typeof stripeTax !== 'boolean') {
    throw new Error('config.json: stripeTax must be true or false when set');
  }
  return {
    region: text('region')!,
    userPoolId: text('userPoolId')!,
    userPoolClientId: text('userPoolClientId')!,
    ...(typeof endpoint === 'string' ? { userPoolEndpoint: endpoint } : {}),
    adminEmail,
    stripeTax: stripeTax === true,
  };
}
