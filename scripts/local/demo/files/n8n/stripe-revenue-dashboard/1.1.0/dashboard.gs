/** Stripe Revenue Dashboard - formatting script v1.1.0. Paste into Extensions > Apps Script. */
const DASHBOARD_VERSION = '1.1.0';

function onOpen() {
  SpreadsheetApp.getUi().createMenu('Revenue').addItem('Refresh charts', 'refreshCharts').addToUi();
}

function refreshCharts() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Daily');
  const rows = sheet.getLastRow();
  sheet.getRange(2, 2, rows - 1, 3).setNumberFormat('$#,##0.00');
  sheet.getCharts().forEach((chart) => sheet.removeChart(chart));
  const mrr = sheet
    .newChart()
    .asLineChart()
    .addRange(sheet.getRange(1, 1, rows, 2))
    .setOption('title', 'MRR')
    .setPosition(2, 8, 0, 0)
    .build();
  sheet.insertChart(mrr);
}
