import { Fragment } from 'react';

/**
 * An e-mail address that wraps only at sensible points: after the local part and before each
 * dot of the domain (<wbr>). `break-words` (overflow-wrap: break-word) breaks inside a part only
 * when that part alone is wider than the line; unlike `anywhere` or `break-all` it leaves the
 * text's minimum width alone, so a table column is never squeezed to one letter per line.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domainParts = at > 0 ? email.slice(at + 1).split('.') : [];
  return (
    <span className={`break-words ${className}`} title={email}>
      {local}
      {domainParts.length > 0 && (
        <>
          <wbr />@
          {domainParts.map((part, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <>
                  <wbr />.
                </>
              )}
              {part}
            </Fragment>
          ))}
        </>
      )}
    </span>
  );
}
