/** The bench's automation-file sections: the reader of a large workflow, and its safety check. */
import { benchAutomationReader } from './automation-files';
import { measureAutomationSafety } from './automation-safety';
import { kb, TARGETS, type RecordCheck } from './targets';

export async function reportAutomationSafety(check: RecordCheck) {
  const result = await measureAutomationSafety();
  console.log(
    `\nAutomation file safety, generated n8n workflow of ${kb(result.bytes)} (${result.strings} strings)`,
  );
  console.log(
    `  secret scan   p50 ${result.scanP50Ms.toFixed(1).padStart(7)} ms   p99 ${result.scanP99Ms.toFixed(1).padStart(7)} ms`,
  );
  console.log(
    `  cleaning      p50 ${result.cleanP50Ms.toFixed(1).padStart(7)} ms   p99 ${result.cleanP99Ms.toFixed(1).padStart(7)} ms`,
  );
  console.log(`  one secretlint call on a short string: ${result.lintCallMs.toFixed(3)} ms`);
  check(
    'automation secret scan p99',
    result.scanP99Ms <= TARGETS.automationScanP99Ms,
    `${result.scanP99Ms.toFixed(0)} ms (target ${TARGETS.automationScanP99Ms} ms)`,
  );
  check(
    'automation cleaning p99',
    result.cleanP99Ms <= TARGETS.automationCleanP99Ms,
    `${result.cleanP99Ms.toFixed(0)} ms (target ${TARGETS.automationCleanP99Ms} ms)`,
  );
}

export function reportAutomationReader(check: RecordCheck) {
  const result = benchAutomationReader();
  console.log(
    `\nAutomation file reader, n8n workflow of 2,000 steps, ${kb(result.fileBytes)}: p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, heap peak +${result.peakHeapMb.toFixed(1)} MB; manifest ${kb(result.manifestBytes)}; reader bundle ${kb(result.bundleBytes)}`,
  );
  check(
    'automation reader p99',
    result.p99Ms <= TARGETS.automationReadP99Ms,
    `${result.p99Ms.toFixed(1)} ms (target ${TARGETS.automationReadP99Ms} ms)`,
  );
  check(
    'automation manifest size',
    result.manifestBytes <= TARGETS.automationManifestBytes,
    `${kb(result.manifestBytes)} (target ${kb(TARGETS.automationManifestBytes)})`,
  );
  check(
    'automation reader bundle',
    result.bundleBytes <= TARGETS.automationReaderBundleBytes,
    `${kb(result.bundleBytes)} (target ${kb(TARGETS.automationReaderBundleBytes)})`,
  );
}
