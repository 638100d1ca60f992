reset
$D0 << EOD
64 0.3324 0.2939 0.3439
1024 4.6681 4.0136 5.5846
4096 19.4022 18.3152 19.9292
65536 309.2449 296.4264 343.0292
EOD
$D1 << EOD
64 1.5271 1.4272 1.6617
1024 26.6075 24.8871 26.6918
4096 86.6519 79.3224 87.8059
65536 661.1418 647.2416 756.7924
EOD
$D2 << EOD
64 1.9764 1.966 2.0517
1024 28.4377 22.7635 31.1991
4096 101.9058 92.8103 107.7404
65536 714.9996 695.9557 722.2646
EOD
$D3 << EOD
64 2.2437 1.966 2.3201
1024 32.4405 30.3809 34.5107
4096 94.0836 78.1851 107.5508
65536 546.7355 546.6148 549.7557
EOD
$D4 << EOD
64 2.0007 1.7799 2.2121
1024 30.4639 30.3752 30.5544
4096 77.0879 76.8187 104.0459
65536 561.0952 439.0844 598.5359
EOD
$D5 << EOD
64 0.3337 0.3211 0.3342
1024 4.9817 4.5089 5.4958
4096 19.3013 18.3567 20.7655
65536 244.171 223.5873 261.8858
EOD
$D6 << EOD
64 1.5532 1.3065 1.7252
1024 26.5846 23.9502 26.869
4096 90.5844 83.2464 90.9845
65536 758.0277 673.1354 879.8883
EOD
$D7 << EOD
64 1.7719 1.6467 1.8497
1024 25.7063 21.886 30.508
4096 89.8419 83.4854 102.5966
65536 881.9795 715.2975 883.8133
EOD
$D8 << EOD
64 1.7092 1.6905 1.7774
1024 25.1217 24.7922 28.7891
4096 79.04 62.8158 83.1933
65536 569.3723 485.6602 588.402
EOD
$D9 << EOD
64 1.4716 1.3298 1.7356
1024 22.3922 21.903 24.5051
4096 70.2298 62.8418 75.9962
65536 530.9335 523.499 602.8733
EOD
$D10 << EOD
64 0.1994 0.1933 0.2139
1024 3.4074 3.0153 3.5459
4096 13.5558 12.5618 14.295
65536 181.5992 172.8542 200.4229
EOD
$D11 << EOD
64 0.7365 0.7254 0.9114
1024 12.6916 12.4335 13.6645
4096 45.8397 41.8659 46.503
65536 522.6022 521.1645 580.0289
EOD
$D12 << EOD
64 0.7948 0.7299 0.826
1024 12.1999 11.1307 12.7425
4096 42.2622 41.0448 50.8472
65536 485.6157 445.5532 499.6651
EOD
$D13 << EOD
64 0.7631 0.761 0.8338
1024 12.0317 10.2439 13.025
4096 38.2238 38.0765 38.9935
65536 418.4943 395.8611 448.3891
EOD
$D14 << EOD
64 0.6988 0.6028 0.7231
1024 11.6712 9.4248 12.5396
4096 35.5309 31.3814 43.0939
65536 425.045 406.146 469.8914
EOD
$D15 << EOD
64 1.3274 1.1604 1.3747
1024 19.6609 17.0807 21.468
4096 56.3785 52.6749 63.894
65536 461.5423 440.8905 572.8462
EOD
$D16 << EOD
64 4.6096 4.0578 4.8314
1024 67.0771 66.523 70.3972
4096 234.4558 222.763 244.6159
65536 1656.8469 1533.8633 1931.4985
EOD
$D17 << EOD
64 4.9565 4.5064 5.1071
1024 73.7551 63.3193 81.1858
4096 264.2204 256.6204 296.6964
65536 1483.25 1471.6647 1642.7785
EOD
$D18 << EOD
64 5.2841 5.2769 5.6111
1024 81.689 67.7182 82.5209
4096 270.2592 241.1533 296.4801
65536 1181.9254 961.0603 1189.7949
EOD
$D19 << EOD
64 5.1936 5.0893 5.3163
1024 76.265 74.3737 78.9761
4096 263.237 224.4141 271.0212
65536 1103.8441 1020.9257 1328.5852
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "mib_vs_size_ipc_broker.png"
set multiplot layout 2,2 title "Payload throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.09665:3862.997]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nanomsg" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nng" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "raw" font ',11'
plot $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "mib_vs_size_ipc_broker.svg"
set multiplot layout 2,2 title "Payload throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.09665:3862.997]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nanomsg" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nng" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "raw" font ',11'
plot $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
unset multiplot
set output
