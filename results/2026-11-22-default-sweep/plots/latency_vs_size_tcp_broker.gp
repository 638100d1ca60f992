reset
$D0 << EOD
64 215.039 208.895 216.063
1024 189.439 174.079 214.015
4096 217.087 208.895 220.159
65536 206.847 202.751 226.303
EOD
$D1 << EOD
64 362.495 323.583 1011.711
1024 317.439 286.719 348.159
4096 423.935 354.303 464.895
65536 339.967 307.199 442.367
EOD
$D2 << EOD
64 337.919 329.727 358.399
1024 372.735 311.295 393.215
4096 401.407 399.359 440.319
65536 745.471 729.087 819.199
EOD
$D3 << EOD
64 548.863 520.191 663.551
1024 577.535 481.279 704.511
4096 712.703 647.167 729.087
65536 1179.647 1122.303 1572.863
EOD
$D4 << EOD
64 565.247 544.767 733.183
1024 565.247 544.767 659.455
4096 630.783 614.399 733.183
65536 1589.247 1499.135 1671.167
EOD
$D5 << EOD
64 933.887 839.679 1114.111
1024 843.775 811.007 1064.959
4096 1130.495 954.367 1212.415
65536 2916.351 2801.663 3096.575
EOD
$D6 << EOD
64 1851.391 1810.431 2080.767
1024 2080.767 1990.655 2277.375
4096 2408.447 2326.527 3244.031
65536 7536.639 7176.191 8454.143
EOD
$D7 << EOD
64 2981.887 2981.887 3588.095
1024 3194.879 3014.655 5177.343
4096 5406.719 3489.791 5505.023
65536 11665.407 11599.871 13369.343
EOD
$D8 << EOD
64 3981.311 3915.775 4456.447
1024 4882.431 4849.663 6094.847
4096 5963.775 5865.471 6717.439
65536 17039.359 16515.071 17956.863
EOD
$D9 << EOD
64 6651.903 5373.951 7831.551
1024 9043.967 7831.551 10158.079
4096 9306.111 9240.575 9699.327
65536 25821.183 24641.535 27525.119
EOD
$D10 << EOD
64 192.511 182.271 197.631
1024 164.863 152.575 176.127
4096 194.559 174.079 200.703
65536 188.415 187.391 196.607
EOD
$D11 << EOD
64 382.975 350.207 487.423
1024 225.279 203.775 268.287
4096 329.727 317.439 409.599
65536 337.919 278.527 339.967
EOD
$D12 << EOD
64 356.351 309.247 374.783
1024 366.591 327.679 380.927
4096 387.071 358.399 413.695
65536 909.311 831.487 946.175
EOD
$D13 << EOD
64 724.991 606.207 831.487
1024 651.263 573.439 757.759
4096 798.719 724.991 847.871
65536 1982.463 1523.711 4390.911
EOD
$D14 << EOD
64 647.167 630.783 655.359
1024 651.263 643.071 798.719
4096 741.375 688.127 987.135
65536 1810.431 1785.855 1990.655
EOD
$D15 << EOD
64 1163.263 1097.727 1228.799
1024 1138.687 1114.111 1449.983
4096 1261.567 1245.183 1826.815
65536 3047.423 2850.815 3670.015
EOD
$D16 << EOD
64 2670.591 2637.823 2801.663
1024 2932.735 2818.047 2981.887
4096 2998.271 2916.351 3293.183
65536 9043.967 8650.751 10682.367
EOD
$D17 << EOD
64 4521.983 4489.215 4816.895
1024 4882.431 4325.375 5177.343
4096 4423.679 4259.839 5603.327
65536 20054.015 17825.791 25559.039
EOD
$D18 << EOD
64 6160.383 5570.559 6717.439
1024 6946.815 6717.439 7110.655
4096 7929.855 6979.583 8912.895
65536 18481.151 17563.647 22675.455
EOD
$D19 << EOD
64 10092.543 8257.535 11206.655
1024 10878.975 10551.295 11927.551
4096 13172.735 12124.159 16908.287
65536 34078.719 25821.183 51642.367
EOD
$D20 << EOD
64 232.447 216.063 259.071
1024 225.279 217.087 260.095
4096 252.927 247.807 254.975
65536 272.383 266.239 303.103
EOD
$D21 << EOD
64 425.983 327.679 520.191
1024 380.927 317.439 411.647
4096 462.847 458.751 514.047
65536 487.423 419.839 522.239
EOD
$D22 << EOD
64 565.247 552.959 647.167
1024 647.167 544.767 663.551
4096 647.167 626.687 667.647
65536 1003.519 888.831 1236.991
EOD
$D23 << EOD
64 962.559 950.271 1122.303
1024 1114.111 913.407 1236.991
4096 1368.063 999.423 1417.215
65536 2056.191 1884.159 2064.383
EOD
$D24 << EOD
64 1531.903 1466.367 1531.903
1024 1540.095 1384.447 1589.247
4096 1482.751 1327.103 1851.391
65536 1900.543 1785.855 2162.687
EOD
$D25 << EOD
64 2703.359 1982.463 3784.703
1024 2457.599 1851.391 3801.087
4096 2375.679 1990.655 3981.311
65536 3653.631 2965.503 7208.959
EOD
$D26 << EOD
64 6291.455 5931.007 6946.815
1024 6684.671 6225.919 6881.279
4096 6619.135 6291.455 6979.583
65536 11927.551 11599.871 13041.663
EOD
$D27 << EOD
64 8585.215 8224.767 12386.303
1024 9306.111 8978.431 9633.791
4096 10616.831 10420.223 11862.015
65536 19398.655 15073.279 20054.015
EOD
$D28 << EOD
64 13697.023 10944.511 13697.023
1024 12517.375 10485.759 16056.319
4096 14548.991 13107.199 16908.287
65536 23330.815 22151.167 24772.607
EOD
$D29 << EOD
64 17563.647 17432.575 25952.255
1024 17825.791 15269.887 21364.735
4096 21233.663 18481.151 28442.623
65536 30146.559 30146.559 30146.559
EOD
$D30 << EOD
64 73.215 72.703 76.287
1024 77.311 68.607 82.943
4096 76.799 72.703 81.407
65536 112.639 98.815 115.199
EOD
$D31 << EOD
64 119.807 112.127 122.879
1024 130.559 105.471 140.287
4096 189.439 146.431 195.583
65536 175.103 169.983 191.487
EOD
$D32 << EOD
64 119.295 113.151 120.319
1024 117.247 115.199 137.215
4096 128.511 113.151 142.335
65536 352.255 311.295 387.071
EOD
$D33 << EOD
64 223.231 207.871 239.615
1024 239.615 208.895 243.711
4096 247.807 238.591 260.095
65536 753.663 643.071 835.583
EOD
$D34 << EOD
64 197.631 180.223 209.919
1024 215.039 199.679 226.303
4096 255.999 240.639 272.383
65536 704.511 675.839 704.511
EOD
$D35 << EOD
64 342.015 294.911 438.271
1024 362.495 325.631 389.119
4096 444.415 380.927 479.231
65536 1400.831 1294.335 1507.327
EOD
$D36 << EOD
64 741.375 704.511 819.199
1024 782.335 778.239 811.007
4096 823.295 802.815 876.543
65536 4095.999 3686.399 5111.807
EOD
$D37 << EOD
64 1253.375 1114.111 1605.631
1024 1449.983 1384.447 1458.175
4096 1179.647 1171.455 1687.551
65536 7077.887 5570.559 8716.287
EOD
$D38 << EOD
64 1466.367 1400.831 1556.479
1024 1605.631 1515.519 1802.239
4096 1654.783 1597.439 1761.279
65536 8912.895 8519.679 9830.399
EOD
$D39 << EOD
64 2408.447 2408.447 2768.895
1024 2539.519 2473.983 3719.167
4096 2293.759 2244.607 2490.367
65536 13762.559 13041.663 14811.135
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "latency_vs_size_tcp_broker.png"
set multiplot layout 2,2 title "Latency p50 (solid) and p99 (dashed) against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [34.3035:103284.734]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "nanomsg" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "nng" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "raw" font ',11'
plot $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D32 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D33 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D34 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D35 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D36 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D37 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D38 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D39 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_size_tcp_broker.svg"
set multiplot layout 2,2 title "Latency p50 (solid) and p99 (dashed) against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [34.3035:103284.734]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "nanomsg" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "nng" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "raw" font ',11'
plot $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D32 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D33 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D34 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D35 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D36 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D37 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D38 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D39 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
unset multiplot
set output
