/** The green of an improvement on the plans' screens: 6:1 on white, like their red (Mantine's green.8 reads at 3.4:1). */
export const improvedGreen = '#237032';
