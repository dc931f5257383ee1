import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretLintCoreConfig } from '@secretlint/types';
import { fieldLabel } from './field-label';
import { findPatternSecrets, secretlintKind, type PatternMatch } from './secret-patterns';
import { collectStrings, type LocatedString } from './strings';
import type { AutomationPlatform, SecretFinding } from './types';

export const SECRETLINT_CONFIG: SecretLintCoreConfig = {
  rules: [
    {
      id: '@secretlint/secretlint-rule-preset-recommend',
      rule: recommended,
      // Access key ids (AKIA…) are only reported with the id scan on; account ids it also reports
      // are dropped in secretlintKind.
      rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }],
    },
  ],
};

/**
 * Strings are scanned in one secretlint call per file, joined by a blank line: no rule's pattern
 * spans one (private key blocks excepted, and those sit in one string), and one call costs far
 * less than one per string (scripts/bench/automation-safety.ts measures it).
 */
const SEPARATOR = '\n\n';

/** Pictures pasted as data URIs are binary, not text a seller typed: their base64 is skipped. */
const DATA_URI = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

export const maskSecret = (secret: string) => `${secret.slice(0, 4)}…`;

interface Batch {
  content: string;
  strings: LocatedString[];
  starts: number[];
}

function batch(strings: LocatedString[]): Batch {
  const kept = strings.filter((located) => located.text !== '' && !DATA_URI.test(located.text));
  const starts: number[] = [];
  let offset = 0;
  for (const located of kept) {
    starts.push(offset);
    offset += located.text.length + SEPARATOR.length;
  }
  return { content: kept.map((located) => located.text).join(SEPARATOR), strings: kept, starts };
}

/** The string holding `offset`: the last one starting at or before it (binary search). */
function stringAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * What looks like a secret anywhere in a parsed automation file: every value and key, inside
 * steps or not, expressions and code included. Findings name the step and field and the kind of
 * secret, never the secret. Overlapping matches in one place (a Stripe key after 'Bearer ') are
 * reported once, the specific rule winning over the generic bearer pattern.
 */
export async function findSecrets(
  file: unknown,
  platform: AutomationPlatform,
): Promise<SecretFinding[]> {
  const { content, strings, starts } = batch(collectStrings(file, platform));
  if (content === '') return [];
  const result = await lintSource({
    source: { content, filePath: 'automation.txt', contentType: 'text' },
    options: { config: SECRETLINT_CONFIG, maskSecrets: true, noPhysicFilePath: true },
  });
  const matches: PatternMatch[] = [];
  for (const message of result.messages) {
    const kind = secretlintKind(message.messageId, message.message);
    if (kind) matches.push({ start: message.range[0], end: message.range[1], kind });
  }
  matches.push(...findPatternSecrets(content));
  // Document order; on a tie the secretlint match (pushed first) stays first: the sort is stable.
  matches.sort((a, b) => a.start - b.start);

  const findings: SecretFinding[] = [];
  // Sorted by start, a match overlaps an earlier one exactly when it starts before the furthest
  // end so far: one comparison each, even for a file full of keys.
  let reportedUpTo = 0;
  for (const match of matches) {
    if (match.start < reportedUpTo) continue;
    reportedUpTo = match.end;
    const index = stringAt(starts, match.start);
    const located = strings[index] as LocatedString;
    const offsetInString = match.start - (starts[index] ?? 0);
    findings.push({
      step: located.step,
      field: fieldLabel(located, offsetInString),
      kind: match.kind,
      preview: maskSecret(content.slice(match.start, match.end)),
    });
  }
  return findings;
}
