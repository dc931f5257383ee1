import type { ReactNode } from 'react';

/** The centred card the payment result pages are shown in. */
export function PaymentPanel({ children, role }: { children: ReactNode; role?: 'alert' }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div
        role={role}
        className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm sm:px-10"
      >
        {children}
      </div>
    </div>
  );
}
