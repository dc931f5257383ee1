/** Stripe Revenue Dashboard - formatting script v2.0.0. Paste into Extensions > Apps Script. */
const DASHBOARD_VERSION = '2.0.0';

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
  const churn = sheet
    .newChart()
    .asColumnChart()
    .addRange(sheet.getRange('A1:A').offset(0, 4))
    .setOption('title', 'Churned revenue')
    .setPosition(20, 8, 0, 0)
    .build();
  sheet.insertChart(churn);
  highlightRefundRate_(sheet, 0.05);
}

function highlightRefundRate_(sheet, threshold) {
  const range = sheet.getRange('F2:F');
  const rule = SpreadsheetApp.newConditionalFormatRule()
    .whenNumberGreaterThan(threshold)
    .setBackground('#fde2e1')
    .setRanges([range])
    .build();
  sheet.setConditionalFormatRules([rule]);
}
