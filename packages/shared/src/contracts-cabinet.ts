import { defineContract } from './route-contract';
import {
  cabinetContent,
  cabinetDeleted,
  cabinetRef,
  cabinetRenamed,
  cabinetTree,
  drawingsAdded,
  drawingsMoved,
  drawingsRemoved,
  drawingUpdated,
  drawingUrl,
} from './cabinet-responses';
import {
  addDrawingsBody,
  cabinetContentBody,
  cabinetDeleteBody,
  cabinetTreeBody,
  createCabinetBody,
  drawingIdsBody,
  drawingUrlBody,
  moveDrawingsBody,
  renameCabinetBody,
  updateDrawingBody,
} from './cabinet-schemas';

/** The cabinet routes that take and answer JSON (contracts.ts gathers every area). */
export const cabinetContracts = {
  addDrawings: defineContract({ method: 'POST', url: '/protected/cabinet/add-drawings', input: addDrawingsBody, output: drawingsAdded }),
  cabinetContentGet: defineContract({ method: 'POST', url: '/protected/cabinet/cabinet-content/get', input: cabinetContentBody, output: cabinetContent }),
  cabinetCreate: defineContract({ method: 'POST', url: '/protected/cabinet/create', input: createCabinetBody, output: cabinetRef }),
  cabinetDelete: defineContract({ method: 'POST', url: '/protected/cabinet/delete', input: cabinetDeleteBody, output: cabinetDeleted }),
  cabinetDownloadUrl: defineContract({ method: 'POST', url: '/protected/cabinet/download-url', input: drawingUrlBody, output: drawingUrl }),
  getCabinetTree: defineContract({ method: 'POST', url: '/protected/cabinet/get-cabinet-tree', input: cabinetTreeBody, output: cabinetTree }),
  moveDrawings: defineContract({ method: 'POST', url: '/protected/cabinet/move-drawings', input: moveDrawingsBody, output: drawingsMoved }),
  removeDrawings: defineContract({ method: 'POST', url: '/protected/cabinet/remove-drawings', input: drawingIdsBody, output: drawingsRemoved }),
  cabinetRename: defineContract({ method: 'POST', url: '/protected/cabinet/rename', input: renameCabinetBody, output: cabinetRenamed }),
  updateDrawing: defineContract({ method: 'POST', url: '/protected/cabinet/update-drawing', input: updateDrawingBody, output: drawingUpdated }),
};
