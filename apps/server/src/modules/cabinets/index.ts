// The public entry of the cabinets module: what other modules and the platform code may use.
export { cabinetDrawings, cabinets } from './tables';
export { cabinetsProjectData } from './project-data';
export { cabinetAdapter } from './access';
export { cabinetTicketCheck } from './drawings';
