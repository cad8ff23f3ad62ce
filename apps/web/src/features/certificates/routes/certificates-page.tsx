import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { es, ROUTES } from '@tu360/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Hint } from '../../../components/ui/hint.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useCertificates } from '../api/get-certificates.ts';
import { certificatePath } from '../paths.ts';

const T = es.certificate;

/** /certificado-sostenible: the sustainability certificates (name, logo, active). */
export default function CertificatesPage() {
  const canManage = useCan('certificates.manage');
  const certificates = useCertificates();
  const items = certificates.data?.data ?? [];

  return (
    <PageFrame title={T.title}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        {!canManage && <Typography sx={{ color: 'text.secondary', mr: 'auto' }}>{T.readOnly}</Typography>}
        {canManage && (
          <Button
            component={Link}
            to={ROUTES.certificateCreate}
            variant="contained"
            startIcon={<AddRounded aria-hidden />}
            sx={{ ml: 'auto' }}
          >
            {T.create}
          </Button>
        )}
      </Box>
      {certificates.isPending ? (
        <LoadingScreen />
      ) : certificates.isError ? (
        <Alert severity="error">{errorMessage(certificates.error)}</Alert>
      ) : items.length === 0 ? (
        <Typography>{T.empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={T.title}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700, width: 72 }}>{T.logo}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{T.name}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{T.active}</TableCell>
                <TableCell sx={{ fontWeight: 700, width: 96 }}>{es.common.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((c) => {
                const label = canManage ? T.editOf(c.name) : `${es.common.view} ${c.name}`;
                return (
                  <TableRow key={c.id} hover>
                    <TableCell>
                      <StoreLogo name={c.name} logo={c.logo} size={40} />
                    </TableCell>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {c.name}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={c.isActive ? 'success' : 'default'}
                        label={c.isActive ? T.activeLabel : T.inactiveLabel}
                      />
                    </TableCell>
                    <TableCell>
                      <Hint title={canManage ? es.common.edit : es.common.view}>
                        <IconButton component={Link} to={certificatePath(c.id)} aria-label={label}>
                          {canManage ? <EditRounded /> : <VisibilityRounded />}
                        </IconButton>
                      </Hint>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageFrame>
  );
}
