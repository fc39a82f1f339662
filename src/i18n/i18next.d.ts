import "i18next";

// i18next 22 types t() as possibly null unless told otherwise; i18next-options.ts sets returnNull: false.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
