reset
$D0 << EOD
1 4295.4 4222.5 4309.9
8 22906.6 21275.0 23255.1
16 27660.3 21204.6 28118.1
64 33580.8 29815.7 34102.2
128 31389.1 27377.0 32233.0
EOD
$D1 << EOD
1 4688.6 4342.8 5296.3
8 20738.1 19579.5 24805.7
16 27442.1 23521.0 28760.0
64 29913.1 26498.8 31488.8
128 25445.4 20425.3 25541.4
EOD
$D2 << EOD
1 4200.8 3966.3 4420.8
8 18923.5 17432.9 19094.5
16 24227.4 21169.5 25276.1
64 25171.4 19169.2 26807.9
128 20890.4 18964.1 21129.0
EOD
$D3 << EOD
1 4446.7 4139.5 4448.8
8 10276.3 9227.0 10656.8
16 9603.7 9236.3 10264.0
64 8274.0 7360.7 8650.3
128 7420.1 7090.9 7600.7
EOD
$D4 << EOD
1 4190.1 4049.7 4383.7
8 20009.3 19447.1 23853.8
16 23423.0 23205.3 24183.6
64 23202.2 22210.1 23381.4
128 20211.6 18751.4 22737.2
EOD
$D5 << EOD
1 4974.1 4501.7 5425.0
8 20076.8 19793.6 22706.3
16 23207.2 18920.0 23665.7
64 21303.8 21186.0 22074.2
128 17988.2 17855.0 18528.7
EOD
$D6 << EOD
1 4211.2 4067.8 4583.5
8 18473.7 18194.9 20333.0
16 20608.6 15432.0 21940.7
64 20960.1 18970.4 21755.6
128 15753.2 14110.1 17032.9
EOD
$D7 << EOD
1 4238.5 3906.9 4269.9
8 7845.5 7270.0 9050.5
16 8451.4 7817.3 8666.8
64 6590.5 5787.7 6856.7
128 6917.4 5699.8 6978.4
EOD
$D8 << EOD
1 3538.9 3265.0 3956.6
8 13149.9 11591.7 13506.1
16 9783.1 9697.9 10627.8
64 10071.6 8484.8 10470.3
128 9266.4 9188.9 11078.8
EOD
$D9 << EOD
1 3758.6 3303.6 3942.4
8 11354.3 11249.0 13708.4
16 9982.0 9432.6 11245.9
64 9449.4 8880.8 9795.7
128 9988.0 7886.7 11321.2
EOD
$D10 << EOD
1 3311.1 3291.8 3347.7
8 11249.7 10826.9 12053.0
16 10319.9 8110.4 11598.5
64 9394.6 8874.0 9718.0
128 8685.8 7413.4 9500.4
EOD
$D11 << EOD
1 3083.3 2764.5 3094.6
8 7178.0 6054.1 8123.9
16 7212.3 6818.2 8655.9
64 5205.1 4978.9 5365.2
128 5402.5 5234.9 5759.7
EOD
$D12 << EOD
1 11941.2 11257.1 12324.0
8 61043.9 60959.7 64860.4
16 74944.1 72894.4 83201.6
64 82827.8 75018.7 85313.3
128 85294.4 79325.6 87280.5
EOD
$D13 << EOD
1 10976.0 10695.3 11477.9
8 61663.7 54232.9 64151.3
16 69269.6 67188.0 77148.4
64 77662.4 74067.5 78142.8
128 75409.3 65929.3 81862.5
EOD
$D14 << EOD
1 11046.8 10550.9 11493.2
8 56713.5 52073.0 61919.8
16 60028.1 54990.2 64134.6
64 75332.5 69353.1 78075.3
128 76526.4 70094.2 77741.5
EOD
$D15 << EOD
1 7534.5 7418.7 7906.2
8 20547.8 19490.8 23580.8
16 20667.1 20193.0 21048.8
64 14426.2 12251.3 16505.7
128 13869.6 12699.7 14482.4
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "msgs_vs_clients_tcp_broker.png"
set multiplot layout 2,2 title "Throughput against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "16" 16, "64" 64, "128" 128) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1382.25:174561.0]
set xrange [0.7142857142857143:179.2]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB"
set title "nng" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB"
set title "raw" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_clients_tcp_broker.svg"
set multiplot layout 2,2 title "Throughput against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "16" 16, "64" 64, "128" 128) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1382.25:174561.0]
set xrange [0.7142857142857143:179.2]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB"
set title "nng" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB"
set title "raw" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB"
unset multiplot
set output
