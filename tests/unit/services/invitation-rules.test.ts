import { invitationProblem } from '../../../lambdas/services/auth/invitation-service';

const now = new Date('2026-05-01T12:00:00.000Z');

describe('invitation state', () => {
  it('is usable while unused and before expiry', () => {
    expect(invitationProblem({ used: false, expires_at: '2026-05-01T12:00:01.000Z' }, now)).toBe(
      undefined,
    );
  });

  it('is expired from the moment of expiry', () => {
    expect(invitationProblem({ used: false, expires_at: '2026-05-01T12:00:00.000Z' }, now)).toBe(
      'expired',
    );
  });

  it('reports use before expiry', () => {
    expect(invitationProblem({ used: true, expires_at: '2020-01-01T00:00:00.000Z' }, now)).toBe(
      'used',
    );
  });
});
