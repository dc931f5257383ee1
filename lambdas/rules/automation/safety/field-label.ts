import { formatPath, pathOf, type LocatedString } from './strings';
import type { JsonPath } from './types';
import { isJsonObject } from './types';

/**
 * The field of a finding in the seller's words. Name/value pairs that editors show as a header
 * or a query parameter (n8n's `headerParameters.parameters[i]`, Make's HTTP `mapper.headers[i]`
 * and `mapper.qs[i]`, Zapier webhook `params.headers` objects) read as 'Header "Authorization"';
 * anything else as its JSON path, with the line for multi-line text such as code.
 */
const PAIR_LISTS: Record<string, string> = {
  headerParameters: 'Header',
  headers: 'Header',
  queryParameters: 'Query parameter',
  qs: 'Query parameter',
  bodyParameters: 'Body field',
  // n8n's HTTP Request node version 1 (`headerParametersUi.parameter[i]`)
  headerParametersUi: 'Header',
  queryParametersUi: 'Query parameter',
  bodyParametersUi: 'Body field',
};

const KEYED_OBJECTS: Record<string, string> = {
  headers: 'Header',
  params: 'Query parameter',
};

function pairLabel(located: LocatedString, path: JsonPath): string | null {
  const { holder } = located;
  const last = path[path.length - 1];
  if (!isJsonObject(holder) || located.isKey) return null;
  // [..., 'headerParameters', 'parameters', 0, 'value'] or [..., 'headers', 0, 'value']
  if (last === 'value' && typeof holder.name === 'string') {
    for (let back = 2; back <= 3; back += 1) {
      const list = path[path.length - back - 1];
      if (typeof list === 'string' && PAIR_LISTS[list]) {
        return `${PAIR_LISTS[list]} "${holder.name}"`;
      }
    }
  }
  // ['params', 'headers', 'Authorization'] in a Zapier webhook step; a step's own `params`
  // (['params', 'code']) are its fields, not query parameters.
  const parent = path[path.length - 2];
  const nested = path.length >= 3;
  if (nested && typeof last === 'string' && typeof parent === 'string' && KEYED_OBJECTS[parent]) {
    return `${KEYED_OBJECTS[parent]} "${last}"`;
  }
  return null;
}

export function fieldLabel(located: LocatedString, offsetInString: number): string {
  const path = pathOf(located.at);
  const pair = pairLabel(located, path);
  if (pair) return pair;
  const where = formatPath(path) || '(file)';
  const label = located.isKey ? `${where} (the key)` : where;
  if (!located.text.includes('\n')) return label;
  const line = located.text.slice(0, offsetInString).split('\n').length;
  return `${label}, line ${line}`;
}
