import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es, formatDate } from '@tu360/domain';
import type { TermsVersion } from '@tu360/domain/contracts';

/** A version of the terms: its label and date, then its text (HTML the API sanitized when it was published). */
export function TermsBody({ terms, headingLevel }: { terms: TermsVersion; headingLevel?: 'h2' }) {
  return (
    <Box>
      {headingLevel && (
        <Typography component={headingLevel} variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
          {terms.title}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {es.termsVersions.version(terms.version)} ·{' '}
        {es.termsVersions.publishedOn(formatDate(terms.publishedAt))}
      </Typography>
      <Box
        sx={{
          '& p': { mt: 0, mb: 2 },
          '& h2, & h3, & h4': { mt: 2, mb: 1, fontSize: '1.1rem', fontWeight: 700 },
          '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
          '& a': { color: 'primary.main' },
        }}
        // Sanitized by the API when it was published (allow-list of tags, no attribute but a checked link).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML of the terms
        dangerouslySetInnerHTML={{ __html: terms.body }}
      />
    </Box>
  );
}
