reset
$D0 << EOD
1 215.039 208.895 216.063
8 337.919 329.727 358.399
16 565.247 544.767 733.183
64 1851.391 1810.431 2080.767
128 3981.311 3915.775 4456.447
EOD
$D1 << EOD
1 362.495 323.583 1011.711
8 548.863 520.191 663.551
16 933.887 839.679 1114.111
64 2981.887 2981.887 3588.095
128 6651.903 5373.951 7831.551
EOD
$D2 << EOD
1 189.439 174.079 214.015
8 372.735 311.295 393.215
16 565.247 544.767 659.455
64 2080.767 1990.655 2277.375
128 4882.431 4849.663 6094.847
EOD
$D3 << EOD
1 317.439 286.719 348.159
8 577.535 481.279 704.511
16 843.775 811.007 1064.959
64 3194.879 3014.655 5177.343
128 9043.967 7831.551 10158.079
EOD
$D4 << EOD
1 217.087 208.895 220.159
8 401.407 399.359 440.319
16 630.783 614.399 733.183
64 2408.447 2326.527 3244.031
128 5963.775 5865.471 6717.439
EOD
$D5 << EOD
1 423.935 354.303 464.895
8 712.703 647.167 729.087
16 1130.495 954.367 1212.415
64 5406.719 3489.791 5505.023
128 9306.111 9240.575 9699.327
EOD
$D6 << EOD
1 206.847 202.751 226.303
8 745.471 729.087 819.199
16 1589.247 1499.135 1671.167
64 7536.639 7176.191 8454.143
128 17039.359 16515.071 17956.863
EOD
$D7 << EOD
1 339.967 307.199 442.367
8 1179.647 1122.303 1572.863
16 2916.351 2801.663 3096.575
64 11665.407 11599.871 13369.343
128 25821.183 24641.535 27525.119
EOD
$D8 << EOD
1 192.511 182.271 197.631
8 356.351 309.247 374.783
16 647.167 630.783 655.359
64 2670.591 2637.823 2801.663
128 6160.383 5570.559 6717.439
EOD
$D9 << EOD
1 382.975 350.207 487.423
8 724.991 606.207 831.487
16 1163.263 1097.727 1228.799
64 4521.983 4489.215 4816.895
128 10092.543 8257.535 11206.655
EOD
$D10 << EOD
1 164.863 152.575 176.127
8 366.591 327.679 380.927
16 651.263 643.071 798.719
64 2932.735 2818.047 2981.887
128 6946.815 6717.439 7110.655
EOD
$D11 << EOD
1 225.279 203.775 268.287
8 651.263 573.439 757.759
16 1138.687 1114.111 1449.983
64 4882.431 4325.375 5177.343
128 10878.975 10551.295 11927.551
EOD
$D12 << EOD
1 194.559 174.079 200.703
8 387.071 358.399 413.695
16 741.375 688.127 987.135
64 2998.271 2916.351 3293.183
128 7929.855 6979.583 8912.895
EOD
$D13 << EOD
1 329.727 317.439 409.599
8 798.719 724.991 847.871
16 1261.567 1245.183 1826.815
64 4423.679 4259.839 5603.327
128 13172.735 12124.159 16908.287
EOD
$D14 << EOD
1 188.415 187.391 196.607
8 909.311 831.487 946.175
16 1810.431 1785.855 1990.655
64 9043.967 8650.751 10682.367
128 18481.151 17563.647 22675.455
EOD
$D15 << EOD
1 337.919 278.527 339.967
8 1982.463 1523.711 4390.911
16 3047.423 2850.815 3670.015
64 20054.015 17825.791 25559.039
128 34078.719 25821.183 51642.367
EOD
$D16 << EOD
1 232.447 216.063 259.071
8 565.247 552.959 647.167
16 1531.903 1466.367 1531.903
64 6291.455 5931.007 6946.815
128 13697.023 10944.511 13697.023
EOD
$D17 << EOD
1 425.983 327.679 520.191
8 962.559 950.271 1122.303
16 2703.359 1982.463 3784.703
64 8585.215 8224.767 12386.303
128 17563.647 17432.575 25952.255
EOD
$D18 << EOD
1 225.279 217.087 260.095
8 647.167 544.767 663.551
16 1540.095 1384.447 1589.247
64 6684.671 6225.919 6881.279
128 12517.375 10485.759 16056.319
EOD
$D19 << EOD
1 380.927 317.439 411.647
8 1114.111 913.407 1236.991
16 2457.599 1851.391 3801.087
64 9306.111 8978.431 9633.791
128 17825.791 15269.887 21364.735
EOD
$D20 << EOD
1 252.927 247.807 254.975
8 647.167 626.687 667.647
16 1482.751 1327.103 1851.391
64 6619.135 6291.455 6979.583
128 14548.991 13107.199 16908.287
EOD
$D21 << EOD
1 462.847 458.751 514.047
8 1368.063 999.423 1417.215
16 2375.679 1990.655 3981.311
64 10616.831 10420.223 11862.015
128 21233.663 18481.151 28442.623
EOD
$D22 << EOD
1 272.383 266.239 303.103
8 1003.519 888.831 1236.991
16 1900.543 1785.855 2162.687
64 11927.551 11599.871 13041.663
128 23330.815 22151.167 24772.607
EOD
$D23 << EOD
1 487.423 419.839 522.239
8 2056.191 1884.159 2064.383
16 3653.631 2965.503 7208.959
64 19398.655 15073.279 20054.015
128 30146.559 30146.559 30146.559
EOD
$D24 << EOD
1 73.215 72.703 76.287
8 119.295 113.151 120.319
16 197.631 180.223 209.919
64 741.375 704.511 819.199
128 1466.367 1400.831 1556.479
EOD
$D25 << EOD
1 119.807 112.127 122.879
8 223.231 207.871 239.615
16 342.015 294.911 438.271
64 1253.375 1114.111 1605.631
128 2408.447 2408.447 2768.895
EOD
$D26 << EOD
1 77.311 68.607 82.943
8 117.247 115.199 137.215
16 215.039 199.679 226.303
64 782.335 778.239 811.007
128 1605.631 1515.519 1802.239
EOD
$D27 << EOD
1 130.559 105.471 140.287
8 239.615 208.895 243.711
16 362.495 325.631 389.119
64 1449.983 1384.447 1458.175
128 2539.519 2473.983 3719.167
EOD
$D28 << EOD
1 76.799 72.703 81.407
8 128.511 113.151 142.335
16 255.999 240.639 272.383
64 823.295 802.815 876.543
128 1654.783 1597.439 1761.279
EOD
$D29 << EOD
1 189.439 146.431 195.583
8 247.807 238.591 260.095
16 444.415 380.927 479.231
64 1179.647 1171.455 1687.551
128 2293.759 2244.607 2490.367
EOD
$D30 << EOD
1 112.639 98.815 115.199
8 352.255 311.295 387.071
16 704.511 675.839 704.511
64 4095.999 3686.399 5111.807
128 8912.895 8519.679 9830.399
EOD
$D31 << EOD
1 175.103 169.983 191.487
8 753.663 643.071 835.583
16 1400.831 1294.335 1507.327
64 7077.887 5570.559 8716.287
128 13762.559 13041.663 14811.135
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "latency_vs_clients_tcp_broker.png"
set multiplot layout 2,2 title "Latency p50 (solid) and p99 (dashed) against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "8" 8, "16" 16, "64" 64, "128" 128) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [34.3035:103284.734]
set xrange [0.7142857142857143:179.2]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "nng" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "raw" font ',11'
plot $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_clients_tcp_broker.svg"
set multiplot layout 2,2 title "Latency p50 (solid) and p99 (dashed) against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "8" 8, "16" 16, "64" 64, "128" 128) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [34.3035:103284.734]
set xrange [0.7142857142857143:179.2]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "nng" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "raw" font ',11'
plot $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
unset multiplot
set output
