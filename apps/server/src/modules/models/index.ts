// The public entry of the models module: what other modules and the platform code may use.
export { modelConversions, modelElements } from './tables';
export { ensureConversion, isModelType, MODEL_JOB, runModelJob } from './convert';
export { convertStoredModel, modelFragments } from './files-contributions';
export { elementFacts, expressIdsOf, guidsOf, memberModel, modelInView, type ModelRef, needComplete } from './service';
export { modelStates } from './states';
