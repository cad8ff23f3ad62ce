import fakeRestDataProvider from 'ra-data-fakerest';
import { Admin, DataTable, DateField, List, NumberField, Resource } from 'react-admin';
import { data } from './data.ts';

const dataProvider = fakeRestDataProvider(data);

const PostList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.Col source="published_at" field={DateField} />
      <DataTable.Col source="views" field={NumberField} />
    </DataTable>
  </List>
);

// disableTelemetry: react-admin's production build would otherwise ask marmelab's server for an image on every
// load; the bench sends nothing off the machine. Everything else is react-admin's default.
export const App = () => (
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="posts" list={PostList} />
  </Admin>
);
