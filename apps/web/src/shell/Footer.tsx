import { useWebConfig } from '../app/config';

/** Copyright and filing link, both from configuration and hideable. */
export function Footer() {
  const { FOOTER } = useWebConfig();
  if (!FOOTER?.show) return null;
  return (
    <footer className="shell-footer" data-testid="footer">
      <span>{FOOTER.copyright}</span>
      {FOOTER.filingText && (
        <a href={FOOTER.filingUrl || '#'} target="_blank" rel="noreferrer">
          {FOOTER.filingText}
        </a>
      )}
    </footer>
  );
}
