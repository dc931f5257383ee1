import {
  INTEREST_DEFAULT_ERROR,
  interestErrorMessage,
} from '../../../web/src/features/interest/messages';

describe('notify-interest error messages', () => {
  it.each([
    [
      'Email already registered for this product',
      'You have already registered interest in this product.',
    ],
    ['Too many requests', 'Too many requests. Please try again later.'],
    ['Invalid email', 'Please enter a valid email address.'],
    ['Product not found', 'Product not found'],
    ['', INTEREST_DEFAULT_ERROR],
    [undefined, INTEREST_DEFAULT_ERROR],
  ])('%p becomes %p', (message, expected) => {
    expect(interestErrorMessage(message)).toBe(expected);
  });
});
