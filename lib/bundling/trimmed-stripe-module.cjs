/**
 * `stripe` for the integration suites (jest.config.js maps it here): the same trimmed SDK the
 * Lambdas bundle, so the suites against the local Stripe server exercise what ships.
 */
const { trimmedStripeModule } = require('./trimmed-stripe');

module.exports = require(trimmedStripeModule());
