// The public entry of the enterprise-figures module: nothing is used from outside it but its routes.
export {};
