import { listMonthlyUsers } from '../../repositories/user-counter-repository';

export interface UserFigures {
  /** All profiles minus admins minus test users. */
  total_users: number;
  /** Of those, the profiles created this month (UTC). */
  month_users: number;
}

/** The users figures of the statistics, from the per-month counters (one Query). */
export async function userFigures(now: Date): Promise<UserFigures> {
  const months = await listMonthlyUsers();
  const thisMonth = now.toISOString().slice(0, 7);
  return {
    total_users: months.reduce((sum, month) => sum + month.shopUsers, 0),
    month_users: months.find((month) => month.yearMonth === thisMonth)?.shopUsers ?? 0,
  };
}
