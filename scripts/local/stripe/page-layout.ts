import { escapeHtml } from '../../../lambdas/rules/html';

/**
 * The look of the local server's pages (payment, onboarding): self-contained HTML, no external
 * assets, works offline.
 */
export function money(cents: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#f6f9fc;color:#1a1f36}main{max-width:460px;margin:48px auto;padding:32px;background:#fff;
border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.08)}h1{font-size:20px;margin:0 0 4px}
.mode{display:inline-block;font-size:12px;font-weight:600;padding:2px 8px;border-radius:999px;
background:#fff4e5;color:#b25e00;margin-bottom:16px}.mode.live{background:#e6f4ea;color:#137333}
table{width:100%;border-collapse:collapse;margin:16px 0}td{padding:8px 0;border-bottom:1px solid #e3e8ee}
td.amount{text-align:right;white-space:nowrap}tr.total td{font-weight:700;border-bottom:none;padding-top:12px}
.email{color:#4f566b;font-size:14px;margin:0 0 16px}.actions{display:flex;gap:12px;margin-top:24px}
form{flex:1}button,a.button{display:block;text-align:center;text-decoration:none;width:100%;padding:12px;font-size:16px;border-radius:8px;border:1px solid #cfd7df;
background:#fff;color:#1a1f36;cursor:pointer}.pay{background:#635bff;border-color:#635bff;color:#fff;
font-weight:600}button:hover{filter:brightness(.96)}.note{font-size:12px;color:#697386;margin-top:20px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}input{width:100%;padding:10px;
font-size:15px;border:1px solid #cfd7df;border-radius:6px}fieldset{border:none;padding:0;margin:0}
legend{font-weight:600;margin-bottom:4px}button:focus-visible,input:focus-visible,a:focus-visible{
outline:3px solid #635bff;outline-offset:2px}.error{color:#b3261e;font-size:14px;margin:6px 0 0}`;

export function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
