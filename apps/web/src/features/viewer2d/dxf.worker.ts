import { DxfViewer } from 'dxf-viewer';

// dxf-viewer parses and prepares the drawing here, off the page's thread.
DxfViewer.SetupWorker();
