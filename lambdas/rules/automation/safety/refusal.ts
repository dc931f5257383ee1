import type { AutomationPlatform, SecretFinding } from './types';

/** Where each platform keeps secrets instead of the file, singular and plural. */
const CREDENTIAL_WORDS: Record<AutomationPlatform, [string, string]> = {
  n8n: ['an n8n credential', 'n8n credentials'],
  make: ['a Make connection', 'Make connections'],
  zapier: ['a Zapier app connection', 'Zapier app connections'],
};

/** What a finding outside any step is in: the file as the seller's platform calls it. */
const FILE_WORDS: Record<AutomationPlatform, string> = {
  n8n: 'The workflow',
  make: 'The scenario',
  zapier: 'The Zap export',
};

/** At most this many places are listed; the rest are counted. */
export const REFUSAL_LISTED_FINDINGS = 5;

const withArticle = (kind: string) => `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;

function place(finding: SecretFinding, platform: AutomationPlatform): string {
  const where = finding.step ? `Step "${finding.step.name}"` : FILE_WORDS[platform];
  return `${where} has what looks like ${withArticle(finding.kind)} in ${finding.field}`;
}

/**
 * What the seller reads when an upload is refused for secrets: each place (step and field) and
 * what to do instead. Never the secret: findings carry none.
 */
export function secretsRefusalMessage(
  findings: readonly SecretFinding[],
  platform: AutomationPlatform,
): string {
  const [one, many] = CREDENTIAL_WORDS[platform];
  const [first] = findings;
  if (!first) return '';
  if (findings.length === 1) {
    return `${place(first, platform)}. Remove it and use ${one} instead; the file was not saved.`;
  }
  const listed = findings
    .slice(0, REFUSAL_LISTED_FINDINGS)
    .map((finding) => `- ${place(finding, platform)}.`);
  const more = findings.length - listed.length;
  if (more > 0) listed.push(`- and ${more} more.`);
  return [
    `The file has what looks like ${findings.length} secrets. Remove them and use ${many} instead; the file was not saved.`,
    ...listed,
  ].join('\n');
}
