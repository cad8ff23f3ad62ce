import Grid from '@mui/material/Grid';
import { PropertyField } from './property-field.tsx';
import type { StepProps } from './step-main.tsx';

/** Step 3, Características: type, rooms, baths, parking, payments, costs and the rest of the details. */
export function StepCharacteristics(props: StepProps) {
  const common = { control: props.control, flow: props.flow, readOnly: props.readOnly };
  return (
    <Grid container spacing={2}>
      <PropertyField {...common} name="propertyType" md={4} />
      <PropertyField {...common} name="rooms" numeric md={4} />
      <PropertyField {...common} name="baths" numeric md={4} />
      <PropertyField {...common} name="parking" numeric md={4} />
      <PropertyField {...common} name="floorLevels" md={4} />
      <PropertyField {...common} name="age" md={4} />
      <PropertyField {...common} name="initialPayment" numeric md={4} />
      <PropertyField {...common} name="initialPaymentTerm" md={4} />
      <PropertyField {...common} name="administrationPrice" numeric md={4} />
      <PropertyField {...common} name="propertyTax" numeric md={4} />
      <PropertyField {...common} name="deedExpenses" numeric md={4} />
      <PropertyField {...common} name="waterCost" numeric md={4} />
      <PropertyField {...common} name="gasCost" numeric md={4} />
      <PropertyField {...common} name="electricityCost" numeric md={4} />
      <PropertyField {...common} name="specialBenefits" multiline />
      <PropertyField {...common} name="remodelling" multiline />
    </Grid>
  );
}
