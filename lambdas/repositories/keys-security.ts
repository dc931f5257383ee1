/**
 * Keys of the audit log, rate limits, webhook failures and n8n library tokens (see keys.ts's
 * table).
 */
/**
 * The append-only audit log: one partition per UTC month, sorted by time, so the security page
 * reads newest first by walking months backwards (a Query per month, never a Scan).
 */
export const auditKeys = {
  partition: (yearMonth: string) => `AUDIT#${yearMonth}`,
  entry: (at: string, entryId: string) => ({
    PK: `AUDIT#${at.slice(0, 7)}`,
    SK: `${at}#${entryId}`,
  }),
} as const;

/** One fixed window of a rate limit: `scope` names the limited action, `subject` who is limited. */
export const rateLimitKeys = {
  window: (scope: string, subject: string, windowStart: string) => ({
    PK: `RATE#${scope}#${subject.toLowerCase()}`,
    SK: `WINDOW#${windowStart}`,
  }),
} as const;

/**
 * A buyer's n8n template library: the owner's record (which token hash is current) and the
 * lookup by the SHA-256 of the token in the library URL. The token itself is never stored.
 */
export const n8nLibraryKeys = {
  owner: (userId: string) => ({ PK: `USER#${userId}`, SK: 'N8N_LIBRARY' }),
  token: (tokenHash: string) => ({ PK: `N8N_LIBRARY#${tokenHash}`, SK: 'LIBRARY' }),
} as const;

/**
 * A Stripe event whose fulfilment failed, kept for the admin's retry. Only open failures carry
 * the GSI1 listing keys, so the security page lists them with one Query, newest first.
 */
export const webhookFailureKeys = {
  item: (eventId: string) => ({ PK: `WEBHOOK_FAILURE#${eventId}`, SK: 'FAILURE' }),
  partitionPrefix: 'WEBHOOK_FAILURE#',
  openListing: (failedAt: string, eventId: string) => ({
    GSI1PK: 'WEBHOOK_FAILURES',
    GSI1SK: `${failedAt}#${eventId}`,
  }),
  openPartition: 'WEBHOOK_FAILURES',
} as const;
