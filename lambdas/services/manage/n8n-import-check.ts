import { readProductFileText } from '../../repositories/file-storage';
import {
  checkN8nWorkflowText,
  isN8nWorkflowFile,
  N8N_WORKFLOW_MAX_BYTES,
  N8N_WORKFLOW_TOO_LARGE,
  workflowNodeTypes,
} from '../../rules/n8n-workflow';
import type { ProductFile } from '../../rules/product-content';

export type N8nImportFlags = Pick<
  ProductFile,
  'n8n_importable' | 'n8n_import_problem' | 'n8n_node_types'
>;

/**
 * Whether n8n can import a just-uploaded automation file of an n8n product, stored on the file
 * so the seller sees a warning and the template library never serves a file n8n would refuse.
 * The upload itself stays (a seller may ship a file for another tool with an n8n product);
 * other files and other platforms get no flag at all.
 */
export async function n8nImportFlags(
  productPlatform: string,
  file: Pick<ProductFile, 'file_purpose' | 'file_type' | 'file_path'>,
): Promise<N8nImportFlags> {
  if (!isN8nWorkflowFile(productPlatform, file)) return {};
  const stored = await readProductFileText(file.file_path, N8N_WORKFLOW_MAX_BYTES);
  if (!stored) return { n8n_importable: false, n8n_import_problem: 'The file is missing.' };
  if ('tooLarge' in stored) {
    return { n8n_importable: false, n8n_import_problem: N8N_WORKFLOW_TOO_LARGE };
  }
  const checked = checkN8nWorkflowText(stored.text, stored.bytes);
  return checked.importable
    ? { n8n_importable: true, n8n_node_types: workflowNodeTypes(checked.workflow) }
    : { n8n_importable: false, n8n_import_problem: checked.reason };
}
