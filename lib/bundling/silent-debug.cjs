/**
 * `debug` as the Lambda bundles see it (secretlint's core is its only user there): loggers that
 * never print. The real package only prints when DEBUG names a namespace, which no function
 * sets, and it brings supports-color, ms and has-flag with it (about 10 KB minified).
 */
function createDebug() {
  const log = () => {};
  log.enabled = false;
  log.extend = () => log;
  return log;
}
createDebug.enable = () => {};
createDebug.disable = () => '';
createDebug.enabled = () => false;
module.exports = createDebug;
module.exports.default = createDebug;
