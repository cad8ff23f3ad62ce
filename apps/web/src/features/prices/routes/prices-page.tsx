import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { useState } from 'react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePriceProjects } from '../api/prices.ts';
import { PriceWorkspace } from '../components/price-workspace.tsx';
import { canUpdatePrices, usePriceScope } from '../use-price-scope.ts';

const U = es.pricesUi;

/** /catalogo/actualizar-precios: the prices of one project, by hand or by sheet, with a preview, and their history. */
export default function PricesPage() {
  const scope = usePriceScope();
  const allowed = !scope.refusal && !!scope.constructorId;
  const projects = usePriceProjects(scope.constructorId, allowed);
  const [chosen, setChosen] = useState<{ constructorId: string | null; sellerId: string } | null>(null);

  if (!allowed)
    return (
      <PageFrame title={U.title}>
        <Alert severity="info">{scope.refusal ?? U.chooseBuilder}</Alert>
      </PageFrame>
    );

  // The projects where the role held there may update prices.
  const options = (projects.data?.data ?? []).filter((p) => canUpdatePrices(p.role));
  const has = (id: string | null | undefined) => !!id && options.some((p) => p.id === id);
  // The project chosen on the page (for this builder), else the shell's, else the only one.
  const picked = chosen?.constructorId === scope.constructorId ? chosen.sellerId : null;
  const sellerId =
    picked !== null && (picked === '' || has(picked))
      ? picked
      : has(scope.sellerId)
        ? (scope.sellerId as string)
        : options.length === 1
          ? options[0].id
          : '';

  const body = () => {
    if (projects.isPending) return <Typography>{es.common.loading}</Typography>;
    if (projects.isError) return <Alert severity="error">{errorMessage(projects.error)}</Alert>;
    if (!options.length) return <Alert severity="info">{U.noProjects}</Alert>;
    return (
      <>
        <TextField
          select
          size="small"
          label={U.projectLabel}
          value={sellerId}
          onChange={(e) => setChosen({ constructorId: scope.constructorId, sellerId: e.target.value })}
          sx={{ mb: 2, minWidth: 280, maxWidth: 480 }}
          fullWidth
        >
          <option value="">{U.chooseProject}</option>
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </TextField>
        {sellerId ? (
          // Another project starts afresh: its own selection and history (the filters, kept in the address, stay).
          <PriceWorkspace key={sellerId} sellerId={sellerId} />
        ) : (
          <Alert severity="info">{U.chooseProjectHint}</Alert>
        )}
      </>
    );
  };

  return (
    <PageFrame title={U.title}>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{U.intro}</Typography>
      {body()}
    </PageFrame>
  );
}
