import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { es, isPlatformRole, type UserForm, type UserFormInput, userFormSchema } from '@tu360/domain';
import type { RoleItem } from '@tu360/domain/contracts';
import { useMemo, useRef } from 'react';
import { Controller, type Path, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { focusFirstInvalid } from '../../../components/ui/focus-first-invalid.ts';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { NATIVE_SELECT } from '../../../components/ui/native-select.ts';
import { applyServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { roleOptionLabel } from './role-option.ts';

const F = es.users.fields;
const U = es.users;

export function emptyUserForm(constructorId?: string): UserFormInput {
  return {
    givenName: '',
    lastName: '',
    email: '',
    identification: '',
    phone: '',
    role: '' as UserFormInput['role'],
    constructorId: constructorId ?? '',
    projects: [],
  };
}

export interface ChoiceItem {
  id: string;
  name: string;
}

export interface UserFormProps {
  defaultValues: UserFormInput;
  /** The roles (GET /auth/api/roles); the grantable ones are offered, and a role the user holds already. */
  roles: RoleItem[];
  /** Platform administrators choose the user's company; store administrators give their own. */
  chooseCompany: boolean;
  companies: ChoiceItem[];
  /** The projects that can be given (the company's); a project the user already has is kept in the choices. */
  projects: ChoiceItem[];
  /** Called when the company changes (the project choices follow it). */
  onCompanyChange?: (constructorId: string) => void;
  submitLabel: string;
  pending: boolean;
  /** Saves; a refusal is thrown back so that its field errors land under their fields. */
  onSubmit: (body: UserForm) => Promise<unknown>;
  /** A refusal after its field errors were placed (the page shows its Message). */
  onError: (error: unknown) => void;
  onCancel: () => void;
}

type Values = UserFormInput;

const TOP_FIELDS = new Set([
  'givenName',
  'lastName',
  'email',
  'identification',
  'phone',
  'role',
  'constructorId',
  'projects',
]);

/** The server's field name as the form's: `projects.0.role`, `email`…; null for a field the form lacks. */
export function formFieldOf(field: string): Path<Values> | null {
  if (TOP_FIELDS.has(field)) return field as Path<Values>;
  if (/^projects\.\d+\.(sellerId|role)$/.test(field)) return field as Path<Values>;
  return null;
}

/** The user form (create and edit): the domain's userFormSchema validates it, the server has the last word. */
export function UserFormView(props: UserFormProps) {
  const { chooseCompany } = props;
  const resolver = useMemo<Resolver<Values, unknown, UserForm>>(() => {
    // A platform administrator names the company of a store user.
    const schema = chooseCompany
      ? userFormSchema.superRefine((v, ctx) => {
          if (!isPlatformRole(v.role) && !v.constructorId)
            ctx.addIssue({ code: 'custom', path: ['constructorId'], message: U.chooseCompany });
        })
      : userFormSchema;
    const zod = zodResolver(schema) as unknown as Resolver<Values, unknown, UserForm>;
    // A platform role carries neither company nor projects: they stay in the form (hidden) should the role
    // change back, and are not sent. A store administrator gives its own company: the server knows it.
    return (values, context, options) =>
      zod(
        isPlatformRole(values.role)
          ? { ...values, constructorId: '', projects: [] }
          : chooseCompany
            ? values
            : { ...values, constructorId: '' },
        context,
        options,
      );
  }, [chooseCompany]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, UserForm>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: props.defaultValues,
  });
  const rows = useFieldArray({ control, name: 'projects' });
  const role = useWatch({ control, name: 'role' });
  const platform = isPlatformRole(role);
  const projectsError = errors.projects?.message ?? errors.projects?.root?.message;
  const formRef = useRef<HTMLFormElement>(null);
  const text = { control } as const;

  const held = new Set<string>([
    props.defaultValues.role,
    ...(props.defaultValues.projects ?? []).map((p) => p.role),
  ]);
  const profileRoles = props.roles.filter(
    (r) => (r.grantable && (chooseCompany || !r.platform)) || held.has(r.name),
  );
  const projectRoles = props.roles.filter((r) => !r.platform && (r.grantable || held.has(r.name)));
  const describe = (name: string) => props.roles.find((r) => r.name === name)?.description;

  const submit = handleSubmit(
    async (body) => {
      try {
        await props.onSubmit(body);
      } catch (error) {
        applyServerFieldErrors(error, setError, formFieldOf);
        props.onError(error);
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField {...text} name="givenName" label={F.givenName} required autoComplete="off" />
        <FormTextField {...text} name="lastName" label={F.lastName} required autoComplete="off" />
        <FormTextField {...text} name="email" label={F.email} required type="email" autoComplete="off" />
        <FormTextField
          {...text}
          name="identification"
          label={F.identification}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField {...text} name="phone" label={F.phone} required type="tel" />
        <FormTextField
          {...text}
          name="role"
          select
          slotProps={NATIVE_SELECT}
          required
          label={F.role}
          helperText={platform ? U.platformRoleHelp : describe(role ?? '')}
        >
          <option value="">{U.choose}</option>
          {profileRoles.map((r) => (
            <option key={r.name} value={r.name}>
              {roleOptionLabel(r.name)}
            </option>
          ))}
        </FormTextField>
        {chooseCompany && !platform && (
          <Controller
            control={control}
            name="constructorId"
            render={({ field, fieldState }) => (
              <TextField
                select
                slotProps={NATIVE_SELECT}
                fullWidth
                required
                label={F.company}
                name={field.name}
                value={field.value ?? ''}
                onChange={(e) => {
                  field.onChange(e);
                  // Another company's projects are not this one's: its rows go.
                  rows.replace([]);
                  props.onCompanyChange?.(e.target.value);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                <option value="">{U.choose}</option>
                {props.companies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </TextField>
            )}
          />
        )}
      </Box>

      {!platform && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
          <Typography component="legend" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1.5 }}>
            {F.projects}
          </Typography>
          {projectsError && (
            <FormHelperText error sx={{ mb: 1 }}>
              {projectsError}
            </FormHelperText>
          )}
          {rows.fields.map((row, i) => (
            <ProjectRow
              key={row.id}
              index={i}
              control={control}
              projects={props.projects}
              roles={projectRoles}
              onRemove={() => rows.remove(i)}
            />
          ))}
          {props.projects.length === 0 && rows.fields.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {U.noProjectChoices}
            </Typography>
          )}
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              rows.append({
                sellerId: '',
                role: (isPlatformRole(role) ? '' : role) as Values['role'],
              })
            }
            disabled={props.projects.length === 0}
          >
            {U.addProject}
          </Button>
        </Box>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
        <Button variant="outlined" size="large" onClick={props.onCancel} disabled={props.pending}>
          {es.common.cancel}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={props.pending}>
          {props.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

function ProjectRow(props: {
  index: number;
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type differs from its input type
  control: any;
  projects: ChoiceItem[];
  roles: RoleItem[];
  onRemove: () => void;
}) {
  const { index, control } = props;
  const sellerId = useWatch({ control, name: `projects.${index}.sellerId` }) as string;
  const name = props.projects.find((p) => p.id === sellerId)?.name ?? U.projectRow(index + 1);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr auto', md: '2fr 1fr auto' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <FormTextField
        control={control}
        name={`projects.${index}.sellerId`}
        select
        slotProps={NATIVE_SELECT}
        required
        label={U.projectRow(index + 1)}
      >
        <option value="">{U.choose}</option>
        {props.projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name={`projects.${index}.role`}
        select
        slotProps={NATIVE_SELECT}
        required
        label={`${F.projectRole} ${index + 1}`}
        sx={{ gridRow: { xs: 2, md: 'auto' } }}
      >
        <option value="">{U.choose}</option>
        {props.roles.map((r) => (
          <option key={r.name} value={r.name}>
            {roleOptionLabel(r.name)}
          </option>
        ))}
      </FormTextField>
      <IconButton aria-label={U.removeProjectOf(name)} onClick={props.onRemove} sx={{ mt: 1 }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
