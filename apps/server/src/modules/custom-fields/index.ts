// The public entry of the custom-fields module (field sets per scope, their values; docs/custom-fields.md).
export { customFieldSets, customFields, customFieldValues } from './tables';
export { clearRecord, deleteFields, fieldDefs, fieldsOfScopes, presentField, saveFields, valueMatches, valuesOf, writeValues, type Scope } from './service';
