/* Header-only target: the declarations live in include/pin_abi.h, the definitions in PinCABI. */
