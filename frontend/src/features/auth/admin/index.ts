// What the admin pages use of auth (antd): the gate in front of them and the sign-in form's field.
// Apart from index.ts so the public pages never load them.
export { AdminOnly } from '../components/AdminOnly';
export { TextField } from '../components/TextField';
